# tests for views/pdf (cq_add_test lines)
cq_add_test(tst_pdfpaginator SOURCES tst_pdfpaginator.cpp LIBS cqviews)
cq_add_test(tst_quotepdf SOURCES tst_quotepdf.cpp ../model/testpricebook.h ../model/cablequotefixture.h LIBS cqviews)
cq_add_test(tst_pdfunicoderepair SOURCES tst_pdfunicoderepair.cpp LIBS cqviews)
cq_add_test(tst_quotepdfsections SOURCES tst_quotepdfsections.cpp LIBS cqviews)
cq_add_test(tst_quotepdfdefects SOURCES tst_quotepdfdefects.cpp LIBS cqviews)
# The topology drawing's layout for generated fabrics of 1 to 2,048 servers (issue #17).
cq_add_test(tst_topologylayout SOURCES tst_topologylayout.cpp ../model/generatorfixtures.h LIBS cqviews)
# Long free text and the topology drawing inside the page margins (issue #17).
cq_add_test(tst_quotepdfmargins SOURCES tst_quotepdfmargins.cpp ../model/generatorfixtures.h LIBS cqviews)
# What a server price includes, in the PDF (issue #17).
cq_add_test(tst_quotepdfinclusions SOURCES tst_quotepdfinclusions.cpp LIBS cqviews)
# The power line in the PDF: kW of load or kWh for the term (issue #17).
cq_add_test(tst_quotepdfpower SOURCES tst_quotepdfpower.cpp LIBS cqviews)
# Compare and acceptance PDFs in en and zh_CN through PdfDocument and DocumentWording (issue #22).
cq_add_test(tst_documentpdfs SOURCES tst_documentpdfs.cpp LIBS cqviews)
# Line #N is the quote's line N in the PDF's blocks and notices, as in the XLSX (tester finding).
cq_add_test(tst_quotelinenumbers SOURCES tst_quotelinenumbers.cpp xlsxreader.h LIBS cqviews)
