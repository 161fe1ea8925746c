# tests for model/rules (cq_add_test lines)
cq_add_test(tst_rules SOURCES tst_rules.cpp clusterfixtures.h LIBS cqmodel)
cq_add_test(tst_analysisrules SOURCES tst_analysisrules.cpp LIBS cqmodel)
# Rack elevation (issue #20): U ranges, stacking, CQ-RACK-001/002, file keys (model/domain/rackelevation, rules/rackrules).
cq_add_test(tst_rackelevation SOURCES tst_rackelevation.cpp LIBS cqmodel)
# The guides' fabric advice as design warnings (issue #19): CQ-FABRIC-002/003 (model/rules/fabricrules, fabricguide).
cq_add_test(tst_fabricrules SOURCES tst_fabricrules.cpp clusterfixtures.h LIBS cqmodel)
