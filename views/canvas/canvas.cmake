# views/canvas sources: target_sources(cqviews PRIVATE ...)
target_sources(cqviews PRIVATE
    canvas/grid.h
    canvas/catalogpayload.h canvas/catalogpayload.cpp
    canvas/catalogdrop.h canvas/catalogdrop.cpp
    canvas/specformat.h canvas/specformat.cpp
    canvas/designitem.h canvas/designitem.cpp
    canvas/roomitem.h canvas/roomitem.cpp
    canvas/portitem.h canvas/portitem.cpp
    canvas/deviceitem.h canvas/deviceitem.cpp
    canvas/cableitem.h canvas/cableitem.cpp
    canvas/cablepreview.h canvas/cablepreview.cpp
    canvas/designscene.h canvas/designscene.cpp
    canvas/designview.h canvas/designview.cpp
)
