# views/panels sources: target_sources(cqviews PRIVATE ...)
target_sources(cqviews PRIVATE
    panels/unitformat.h panels/unitformat.cpp
    panels/paletteicons.h panels/paletteicons.cpp
    panels/paletteitemdelegate.h panels/paletteitemdelegate.cpp
    panels/palettetree.h panels/palettetree.cpp
    panels/palettewidget.h panels/palettewidget.cpp
    panels/diagnosticspanel.h panels/diagnosticspanel.cpp
    panels/analysispanel.h panels/analysispanel.cpp
    panels/collectivechart.h panels/collectivechart.cpp
    panels/plainlogticker.h panels/plainlogticker.cpp
    panels/trainingform.h panels/trainingform.cpp
    panels/quotetablemodel.h panels/quotetablemodel.cpp
    panels/quotetablewidget.h panels/quotetablewidget.cpp
    panels/pricechangebanner.h panels/pricechangebanner.cpp # the prices changed underneath (issue #21)
    panels/quotetableclipboard.h panels/quotetableclipboard.cpp
    panels/quoteextrasdialog.h panels/quoteextrasdialog.cpp
    panels/quoterevisionswindow.h panels/quoterevisionswindow.cpp
)
