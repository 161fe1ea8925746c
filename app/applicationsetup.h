#pragma once

class QCoreApplication;

namespace cq {

/**
 * Names the application (organisation, name, version: they decide the QSettings and data
 * paths) and installs the translators for the UI language (the system locale unless the
 * user chose one): ClusterQuote's own catalogue and Qt's qtbase translations.
 */
void setUpApplication(QCoreApplication *app);

} // namespace cq
