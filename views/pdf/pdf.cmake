# views/pdf sources: target_sources(cqviews PRIVATE ...)
target_sources(cqviews PRIVATE
    pdf/documentwording.h pdf/documentwording.cpp
    pdf/pdfdocument.h pdf/pdfdocument.cpp
    pdf/pdfpageframe.h pdf/pdfpageframe.cpp
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

# The catalogues (.qm) built into cqviews under :/i18n, so that every executable linking the
# views (the application, the CLI, the view tests) can word a customer document in its own
# language through DocumentWording, whatever the UI language; the window's own translators
# load them from there too. lrelease runs in the build.
qt_add_lrelease(cqviews
    TS_FILES
        ${PROJECT_SOURCE_DIR}/translations/clusterquote_zh_CN.ts
        ${PROJECT_SOURCE_DIR}/translations/clusterquote_en.ts
    QM_FILES_OUTPUT_VARIABLE CQ_VIEWS_QM_FILES)
qt_add_resources(cqviews "cqviews_translations"
    PREFIX /i18n
    BASE ${CMAKE_CURRENT_BINARY_DIR}
    FILES ${CQ_VIEWS_QM_FILES})
