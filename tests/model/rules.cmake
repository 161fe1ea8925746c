# tests for model/rules (cq_add_test lines)
cq_add_test(tst_rules SOURCES tst_rules.cpp clusterfixtures.h LIBS cqmodel)
cq_add_test(tst_analysisrules SOURCES tst_analysisrules.cpp LIBS cqmodel)
