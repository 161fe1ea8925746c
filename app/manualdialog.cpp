#include "manualdialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace cq {

QString ManualDialog::manualPath(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese ? QStringLiteral(":/manual/manual_zh_CN.html")
                                                 : QStringLiteral(":/manual/manual_en.html");
}

ManualDialog::ManualDialog(QWidget *parent, const QLocale &locale)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("manualDialog"));
    setWindowTitle(tr("ClusterQuote Manual"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl(QStringLiteral("qrc") + manualPath(locale)));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 720);
}

} // namespace cq
