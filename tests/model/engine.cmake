# tests for model/engine (cq_add_test lines)
