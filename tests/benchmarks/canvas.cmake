# Canvas benchmark (issue 3): the generated 1,024-server cluster on a real DesignView.
add_executable(bench_canvas bench_canvas.cpp)
target_link_libraries(bench_canvas PRIVATE cqviews cqdatabase Qt6::Test benchmark::benchmark)

# Screenshots of the 131,072-GPU design and a sample on the canvas (issue 23; see the .cpp).
add_executable(canvas_shots canvas_shots.cpp cluster131k.h)
target_link_libraries(canvas_shots PRIVATE cqviews cqdatabase)
