# tests for views/xlsx (cq_add_test lines): each writes an .xlsx and reads it back with unzip.
cq_add_test(tst_xlsxworkbook SOURCES tst_xlsxworkbook.cpp xlsxreader.h LIBS cqviews)
cq_add_test(tst_quotexlsxwriter SOURCES tst_quotexlsxwriter.cpp quotefixture.h xlsxreader.h ../model/cablequotefixture.h LIBS cqviews)
