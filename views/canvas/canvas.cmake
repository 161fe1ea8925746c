# views/canvas sources: target_sources(cqviews PRIVATE ...)
target_sources(cqviews PRIVATE
    canvas/grid.h
    canvas/catalogpayload.h canvas/catalogpayload.cpp
    canvas/catalogdrop.h canvas/catalogdrop.cpp
    canvas/specformat.h canvas/specformat.cpp
    canvas/problemmarks.h canvas/problemmarks.cpp
    canvas/designitem.h canvas/designitem.cpp
    canvas/containeritem.h canvas/containeritem.cpp
    canvas/roomitem.h canvas/roomitem.cpp
    canvas/rackitem.h canvas/rackitem.cpp
    canvas/devicepicture.h canvas/devicepicture.cpp
    canvas/deviceitem.h canvas/deviceitem.cpp
    canvas/devicedots.h canvas/devicedots.cpp
    canvas/cableitem.h canvas/cableitem.cpp
    canvas/cablelayer.h canvas/cablelayer.cpp
    canvas/cablepickgrid.h canvas/cablepickgrid.cpp
    canvas/cablebundles.h canvas/cablebundles.cpp
    canvas/cablelayers.h canvas/cablelayers.cpp
    canvas/cablepreview.h canvas/cablepreview.cpp
    canvas/movegesture.h canvas/movegesture.cpp
    canvas/keynudge.h canvas/keynudge.cpp
    canvas/freespot.h canvas/freespot.cpp
    canvas/overlapmarks.h canvas/overlapmarks.cpp
    canvas/scenemirror.h canvas/scenemirror.cpp
    canvas/sceneselection.h canvas/sceneselection.cpp
    canvas/designscene.h canvas/designscene.cpp
    canvas/designview.h canvas/designview.cpp
)
