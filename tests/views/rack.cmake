# Rack elevation widget (issue #20).
cq_add_test(tst_rackelevationwidget SOURCES tst_rackelevationwidget.cpp LIBS cqviews)
