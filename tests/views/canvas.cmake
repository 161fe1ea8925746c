# tests for views/canvas (cq_add_test lines)
cq_add_test(tst_designscene SOURCES tst_designscene.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_canvasinteraction SOURCES tst_canvasinteraction.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_catalogdrop SOURCES tst_catalogdrop.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_specformat SOURCES tst_specformat.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_canvassnapshot SOURCES tst_canvassnapshot.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_canvasediting SOURCES tst_canvasediting.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_canvasscale SOURCES tst_canvasscale.cpp ../model/generatorfixtures.h showncanvas.h LIBS cqviews)
# DeviceItem pictures: the same pixels as Qt's cache, no render on selection (issue #3).
cq_add_test(tst_devicepicture SOURCES tst_devicepicture.cpp showncanvas.h LIBS cqviews)
# The still cable layer's cache when the content grows up or left (issue #3, a tester's find).
cq_add_test(tst_cablelayerextent SOURCES tst_cablelayerextent.cpp showncanvas.h viewsfixture.h LIBS cqviews)
# Arrow keys nudge the selection, one merged undo step (issue #20).
cq_add_test(tst_canvasnudge SOURCES tst_canvasnudge.cpp showncanvas.h viewsfixture.h ../model/generatorfixtures.h LIBS cqviews)
# Level of detail on large cable layers: bundles zoomed out, visible cables zoomed in (issue #23).
cq_add_test(tst_canvaslod SOURCES tst_canvaslod.cpp showncanvas.h ../model/generatorfixtures.h LIBS cqviews)
# Select all as one flag on large designs, with drag, delete, undo and clicks (issue #23).
cq_add_test(tst_canvasselectall SOURCES tst_canvasselectall.cpp viewsfixture.h LIBS cqviews)
# Devices as dots of one item when zoomed far out, the BSP index closer in (issue #23).
cq_add_test(tst_devicedots SOURCES tst_devicedots.cpp viewsfixture.h LIBS cqviews)
