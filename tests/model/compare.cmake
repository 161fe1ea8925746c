# tests for model/compare (cq_add_test lines)
cq_add_test(tst_comparison SOURCES tst_comparison.cpp testpricebook.h LIBS cqmodel)
