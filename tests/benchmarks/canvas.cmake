# Canvas benchmark (issue 3): the generated 1,024-server cluster on a real DesignView.
add_executable(bench_canvas bench_canvas.cpp)
target_link_libraries(bench_canvas PRIVATE cqviews cqdatabase Qt6::Test benchmark::benchmark)
