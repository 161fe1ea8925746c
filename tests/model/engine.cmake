# tests for model/engine (cq_add_test lines)
cq_add_test(tst_collectives SOURCES tst_collectives.cpp LIBS cqmodel)
cq_add_test(tst_fabric SOURCES tst_fabric.cpp clusterfixtures.h LIBS cqmodel)
cq_add_test(tst_engine SOURCES tst_engine.cpp clusterfixtures.h LIBS cqmodel)
