# tests for model/rules (cq_add_test lines)
