# views/acceptance: the acceptance report on screen and as a PDF (target_sources(cqviews ...)).
target_sources(cqviews PRIVATE
    acceptance/acceptancechart.h acceptance/acceptancechart.cpp
    acceptance/acceptancereportwidget.h acceptance/acceptancereportwidget.cpp
    acceptance/acceptancepdfwriter.h acceptance/acceptancepdfwriter.cpp
)
