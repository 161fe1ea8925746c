# views/pricebook: the price-book editor (model types only; the app saves through the database).
target_sources(cqviews PRIVATE
    pricebook/pricebooktablemodel.h pricebook/pricebooktablemodel.cpp
    pricebook/pricebookdialog.h pricebook/pricebookdialog.cpp pricebook/pricebookdialogsave.cpp
    pricebook/serviceitemsfilter.h pricebook/serviceitemsfilter.cpp
    pricebook/priceconflictdialog.h pricebook/priceconflictdialog.cpp # issue #21: theirs or yours
    # the hardware catalog tabs (issue #18)
    pricebook/catalogstore.h
    pricebook/catalogtab.h pricebook/catalogtab.cpp
    pricebook/catalogtablemodel.h pricebook/catalogtablemodel.cpp
    pricebook/gputablemodel.h pricebook/gputablemodel.cpp
    pricebook/servertablemodel.h pricebook/servertablemodel.cpp
    pricebook/switchtablemodel.h pricebook/switchtablemodel.cpp
    pricebook/cabletablemodel.h pricebook/cabletablemodel.cpp
    pricebook/catalogformdialog.h pricebook/catalogformdialog.cpp
    pricebook/linkkindcombo.h pricebook/linkkindcombo.cpp
    pricebook/gpuform.h pricebook/gpuform.cpp
    pricebook/serverform.h pricebook/serverform.cpp
    pricebook/switchform.h pricebook/switchform.cpp
    pricebook/cableform.h pricebook/cableform.cpp
)
include(${CMAKE_CURRENT_LIST_DIR}/netbox.cmake) # NetBox import dialog
include(${CMAKE_CURRENT_LIST_DIR}/connection.cmake) # Price Book > Connection... (issue #21)
