# tests for model/quote (cq_add_test lines)
cq_add_test(tst_quotebuilder SOURCES tst_quotebuilder.cpp testpricebook.h LIBS cqmodel)
