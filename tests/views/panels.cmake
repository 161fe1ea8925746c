# tests for views/panels (cq_add_test lines)
cq_add_test(tst_unitformat SOURCES tst_unitformat.cpp LIBS cqviews)
cq_add_test(tst_quotetablemodel SOURCES tst_quotetablemodel.cpp quotefixture.h ../model/cablequotefixture.h LIBS cqviews)
cq_add_test(tst_quotetablewidget SOURCES tst_quotetablewidget.cpp quotefixture.h viewsfixture.h LIBS cqviews)
cq_add_test(tst_palettewidget SOURCES tst_palettewidget.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_diagnosticspanel SOURCES tst_diagnosticspanel.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_analysispanel SOURCES tst_analysispanel.cpp viewsfixture.h LIBS cqviews)
cq_add_test(tst_pricebookdialog SOURCES tst_pricebookdialog.cpp LIBS cqviews)
# Price Book hardware tabs: tables, forms with validation, retire/restore, screenshots (issue #18).
cq_add_test(tst_catalogtabs SOURCES tst_catalogtabs.cpp LIBS cqviews)
target_compile_definitions(tst_catalogtabs PRIVATE CQ_QM_DIR="${PROJECT_BINARY_DIR}/views")
add_dependencies(tst_catalogtabs cqviews_lrelease)
# The quote table's copy to the clipboard, frozen totals footer and right-click menu (issue #20).
cq_add_test(tst_quotetablecopy SOURCES tst_quotetablecopy.cpp quotefixture.h LIBS cqviews)
