# views/pdf sources: target_sources(cqviews PRIVATE ...)
target_sources(cqviews PRIVATE
    pdf/pdfpaginator.h pdf/pdfpaginator.cpp
    pdf/pdftable.h pdf/pdftable.cpp
    pdf/pdfunicoderepair.h pdf/pdfunicoderepair.cpp
    pdf/quotepdftext.h pdf/quotepdftext.cpp
    pdf/quotepdfcontent.h pdf/quotepdfcontent.cpp
    pdf/quotepdfwriter.h pdf/quotepdfwriter.cpp
    pdf/quotepdfoptions.h
    pdf/quotepdfsections.h pdf/quotepdfsections.cpp
    pdf/topologypainter.h pdf/topologypainter.cpp
    pdf/topologylayout.h pdf/topologylayout.cpp
    pdf/pdfwrappedtext.h pdf/pdfwrappedtext.cpp
)
