# tests for views/pdf (cq_add_test lines)
