# tests for views/canvas (cq_add_test lines)
