# views/sizing: File > Size a Cluster... (the sizing advisor's inputs, ranked table, formulas and frontier chart).
target_sources(cqviews PRIVATE
    sizing/sizinginputpanel.h sizing/sizinginputpanel.cpp
    sizing/sizingtablemodel.h sizing/sizingtablemodel.cpp
    sizing/sizingfrontierchart.h sizing/sizingfrontierchart.cpp
    sizing/sizingdialog.h sizing/sizingdialog.cpp
    sizing/sizingproposalcontent.h sizing/sizingproposalcontent.cpp
    sizing/sizingproposalpdfwriter.h sizing/sizingproposalpdfwriter.cpp
)
