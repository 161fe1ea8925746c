# tests for model/quote (cq_add_test lines)
