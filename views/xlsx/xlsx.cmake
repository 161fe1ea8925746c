# views/xlsx: spreadsheet export over libxlsxwriter (Debian libxlsxwriter-dev, found with
# pkg-config in the top-level CMakeLists.txt).
target_sources(cqviews PRIVATE
    xlsx/xlsxstyle.h
    xlsx/xlsxworkbook.h xlsx/xlsxworkbook.cpp
    xlsx/xlsxsheet.h xlsx/xlsxsheet.cpp
    xlsx/quotexlsxwriter.h xlsx/quotexlsxwriter.cpp
)
target_link_libraries(cqviews PUBLIC PkgConfig::XLSXWRITER)
