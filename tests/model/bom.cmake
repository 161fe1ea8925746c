# tests for model/bom (cq_add_test lines)
cq_add_test(tst_billofmaterials SOURCES tst_billofmaterials.cpp bomfixtures.h generatorfixtures.h LIBS cqmodel)
cq_add_test(tst_cableplan SOURCES tst_cableplan.cpp bomfixtures.h generatorfixtures.h LIBS cqmodel)
