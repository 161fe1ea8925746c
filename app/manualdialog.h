#pragma once

#include <QDialog>
#include <QLocale>

class QTextBrowser;

namespace cq {

/**
 * Help > Manual: the short user manual bundled in the program (resources/manual), in the UI
 * language (Chinese for a Chinese UI, else English), shown in a QTextBrowser.
 */
class ManualDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ManualDialog(QWidget *parent = nullptr, const QLocale &locale = QLocale());

    /** The resource of the manual for @p locale: ":/manual/manual_zh_CN.html" or "..._en.html". */
    static QString manualPath(const QLocale &locale);
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace cq
