# Quote > Price Book > Connection... (issue #21).
target_sources(cqviews PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/pricebookconnection.h
    ${CMAKE_CURRENT_LIST_DIR}/pricebookconnectiondialog.h ${CMAKE_CURRENT_LIST_DIR}/pricebookconnectiondialog.cpp
)
