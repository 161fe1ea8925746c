# Issue #21: other clients see a price change without restarting (the version check and the
# LISTEN/NOTIFY of PriceBookChangeWatch), and passwords typed for a server kept in memory only.
target_sources(cqdatabase PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/pricebookversion.h ${CMAKE_CURRENT_LIST_DIR}/pricebookversion.cpp
    ${CMAKE_CURRENT_LIST_DIR}/pricebookchangewatch.h ${CMAKE_CURRENT_LIST_DIR}/pricebookchangewatch.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sessionpasswords.h ${CMAKE_CURRENT_LIST_DIR}/sessionpasswords.cpp
)
