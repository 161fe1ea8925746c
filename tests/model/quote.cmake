# tests for model/quote (cq_add_test lines)
cq_add_test(tst_quotebuilder SOURCES tst_quotebuilder.cpp testpricebook.h LIBS cqmodel)
cq_add_test(tst_quotepricing SOURCES tst_quotepricing.cpp testpricebook.h LIBS cqmodel)
cq_add_test(tst_quoterevision SOURCES tst_quoterevision.cpp testpricebook.h LIBS cqmodel)
