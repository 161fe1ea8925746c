# Issue #8, file side: hostile price lists, atomic saves, a random walk over the undo stack.
cq_add_test(tst_malformedcsv SOURCES tst_malformedcsv.cpp LIBS cqmodel)
cq_add_test(tst_randomwalk SOURCES tst_randomwalk.cpp LIBS cqmodel)
# cq_saveloop: the helper process tst_atomicsave kills with SIGKILL in the middle of saves.
add_executable(cq_saveloop saveloop.cpp largedesign.h)
target_link_libraries(cq_saveloop PRIVATE cqmodel)
cq_add_test(tst_safesave SOURCES tst_safesave.cpp LIBS cqmodel)
cq_add_test(tst_atomicsave SOURCES tst_atomicsave.cpp largedesign.h LIBS cqmodel)
target_compile_definitions(tst_atomicsave PRIVATE CQ_SAVELOOP="$<TARGET_FILE:cq_saveloop>")
add_dependencies(tst_atomicsave cq_saveloop)
# 100 helper runs: about 30 s on an idle 2-core machine, several minutes on a loaded one or
# under ASan, so past Qt Test's 300 s per-function limit.
set_tests_properties(tst_atomicsave PROPERTIES TIMEOUT 900
                     ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LC_ALL=C.UTF-8;QTEST_FUNCTION_TIMEOUT=900000")
cq_add_test(tst_designbudget SOURCES tst_designbudget.cpp largedesign.h LIBS cqmodel)
