# tests for views/panels (cq_add_test lines)
