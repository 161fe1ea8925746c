# Installation layout and CPack packages (.deb and .tar.gz on Linux; NSIS on Windows and a
# DMG on macOS, untested here: installer/README.md). Included from the top-level CMakeLists.
# The app id org.clusterquote.ClusterQuote names the desktop file, icon, metainfo and MIME
# package, as the freedesktop specifications ask (QT-NOTES §5).
include(GNUInstallDirs)

set(CQ_APP_ID org.clusterquote.ClusterQuote)
set(CQ_INSTALLER_DIR ${PROJECT_SOURCE_DIR}/installer)
set(CQ_PACKAGING_BINARY_DIR ${PROJECT_BINARY_DIR}/packaging)

# --- Data shared by every platform -------------------------------------------------------
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/samples/
        DESTINATION ${CMAKE_INSTALL_DATADIR}/clusterquote/samples
        FILES_MATCHING PATTERN "*.cqd")

if(UNIX AND NOT APPLE)
    # Icons: the SVG as is, PNG sizes rendered from it at build time by a small Qt tool
    # (only when the SVG or the tool changes).
    add_executable(cq_rendericon ${CQ_INSTALLER_DIR}/rendericon.cpp)
    target_link_libraries(cq_rendericon PRIVATE Qt6::Gui Qt6::Svg)
    set(CQ_ICON_SVG ${PROJECT_SOURCE_DIR}/resources/icons/${CQ_APP_ID}.svg)
    set(CQ_ICON_PNGS)
    foreach(size 16 24 32 48 64 128 256 512)
        set(png ${CQ_PACKAGING_BINARY_DIR}/icons/${size}x${size}/${CQ_APP_ID}.png)
        add_custom_command(OUTPUT ${png}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${CQ_PACKAGING_BINARY_DIR}/icons/${size}x${size}
            COMMAND cq_rendericon ${CQ_ICON_SVG} ${png} ${size}
            DEPENDS cq_rendericon ${CQ_ICON_SVG}
            COMMENT "Rendering the ${size}x${size} application icon" VERBATIM)
        list(APPEND CQ_ICON_PNGS ${png})
        install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
    install(FILES ${CQ_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

    # Man page: versioned from the template, gzipped as Debian policy wants (gzip -n: no
    # time stamp, so the package is reproducible).
    configure_file(${CQ_INSTALLER_DIR}/linux/clusterquote.1.in ${CQ_PACKAGING_BINARY_DIR}/clusterquote.1 @ONLY)
    add_custom_command(OUTPUT ${CQ_PACKAGING_BINARY_DIR}/clusterquote.1.gz
        COMMAND gzip -9nc ${CQ_PACKAGING_BINARY_DIR}/clusterquote.1 > ${CQ_PACKAGING_BINARY_DIR}/clusterquote.1.gz
        DEPENDS ${CQ_PACKAGING_BINARY_DIR}/clusterquote.1
        COMMENT "Compressing the man page")
    add_custom_target(cq_packaging_files ALL DEPENDS ${CQ_ICON_PNGS} ${CQ_PACKAGING_BINARY_DIR}/clusterquote.1.gz)
    install(FILES ${CQ_PACKAGING_BINARY_DIR}/clusterquote.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

    # Desktop entry, AppStream metainfo and the .cqd MIME type. The package installs no
    # scripts: dpkg triggers of shared-mime-info, desktop-file-utils and the icon cache run
    # update-mime-database / update-desktop-database / gtk-update-icon-cache for us.
    configure_file(${CQ_INSTALLER_DIR}/linux/${CQ_APP_ID}.metainfo.xml.in
                   ${CQ_PACKAGING_BINARY_DIR}/${CQ_APP_ID}.metainfo.xml @ONLY)
    install(FILES ${CQ_INSTALLER_DIR}/linux/${CQ_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${CQ_PACKAGING_BINARY_DIR}/${CQ_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${CQ_INSTALLER_DIR}/linux/${CQ_APP_ID}.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages)
    install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/clusterquote RENAME copyright)
    install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/clusterquote)
endif()

# --- CPack ---------------------------------------------------------------------------------
set(CPACK_PACKAGE_NAME clusterquote)
set(CPACK_PACKAGE_VENDOR "ClusterQuote")
set(CPACK_PACKAGE_CONTACT "ClusterQuote developers <dev@clusterquote.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "ClusterQuote draws GPU servers, InfiniBand, RoCE and Ethernet switches, machine rooms, racks and cables, checks the design against the trade's rules, estimates collective communication and oversubscription, and prices it from an SQLite price book into an itemized quote, exported as a PDF in Chinese or English. The clusterquote command does the same headless.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY ClusterQuote)
set(CPACK_PACKAGE_EXECUTABLES clusterquote ClusterQuote) # Start menu entry (NSIS)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON) # a RelWithDebInfo build would make the package several times larger
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")

if(WIN32)
    set(CPACK_GENERATOR NSIS64 ZIP)
    set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
else()
    set(CPACK_GENERATOR DEB TGZ)
    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
    set(CPACK_DEBIAN_PACKAGE_SECTION science)
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    # dpkg-shlibdeps sees the linked libraries only. Loaded at run time, so added by hand
    # (QT-NOTES §0.6, §5): the QSQLITE driver plugin for the price book, the CJK and Latin
    # fonts of the Chinese PDF (QT-NOTES §0.2), Qt's own translations for its dialogs.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS
        "libqt6sql6-sqlite, fonts-noto-cjk, fonts-dejavu-core, qt6-translations-l10n")
    # Icons in dialogs drawn from SVG; the QPSQL driver plugin for a team price book on
    # PostgreSQL (--pricebook postgresql://...); poppler-utils only for checking exported PDFs.
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-svg-plugins, libqt6sql6-psql")
    set(CPACK_DEBIAN_PACKAGE_SUGGESTS "poppler-utils")
endif()

include(CPack)
