# views/editor sources: the property inspector, align/arrange, clipboard, export and the
# New Cluster wizard (target_sources(cqviews PRIVATE ...)).
target_sources(cqviews PRIVATE
    editor/aligntool.h editor/aligntool.cpp
    editor/canvasarrange.h editor/canvasarrange.cpp
    editor/connectnics.h editor/connectnics.cpp
    editor/layoutcablelengths.h editor/layoutcablelengths.cpp
    editor/canvasclipboard.h editor/canvasclipboard.cpp
    editor/canvasexport.h editor/canvasexport.cpp
    editor/inspectorpage.h editor/inspectorpage.cpp
    editor/serverinspector.h editor/serverinspector.cpp
    editor/switchinspector.h editor/switchinspector.cpp
    editor/containerinspector.h editor/containerinspector.cpp
    editor/cableinspector.h editor/cableinspector.cpp
    editor/propertyinspector.h editor/propertyinspector.cpp
    editor/newclusterwizard.h editor/newclusterwizard.cpp
)
