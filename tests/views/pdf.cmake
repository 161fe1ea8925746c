# tests for views/pdf (cq_add_test lines)
cq_add_test(tst_pdfpaginator SOURCES tst_pdfpaginator.cpp LIBS cqviews)
cq_add_test(tst_quotepdf SOURCES tst_quotepdf.cpp LIBS cqviews)
cq_add_test(tst_pdfunicoderepair SOURCES tst_pdfunicoderepair.cpp LIBS cqviews)
