#include "xlsxworkbook.h"

#include "format/safesave.h"

#include <QDir>
#include <QFile>

#include <xlsxwriter.h>

namespace cq {

XlsxWorkbook::XlsxWorkbook(const QString &path)
    : m_path(path)
{
    if (!m_tempDir.isValid()) {
        recordError(m_tempDir.errorString());
        return;
    }
    // libxlsxwriter writes the zip at close into this private folder; close() then moves the
    // bytes over the target in one atomic step.
    const QByteArray temp = QFile::encodeName(m_tempDir.filePath(QStringLiteral("workbook.xlsx")));
    const QByteArray tmpdir = QFile::encodeName(m_tempDir.path());
    lxw_workbook_options options{};
    options.tmpdir = const_cast<char *>(tmpdir.constData()); // copied by workbook_new_opt
    m_workbook = workbook_new_opt(temp.constData(), &options);
    if (!m_workbook) {
        recordError(tr("the XLSX writer could not start (out of memory?)"));
        return;
    }
    makeFormats();
}

XlsxWorkbook::~XlsxWorkbook()
{
    if (m_workbook) // not closed: assemble into the temporary folder (removed with it), so memory is freed
        workbook_close(m_workbook);
}

void XlsxWorkbook::makeFormats()
{
    const auto make = [this](XlsxStyle style) {
        lxw_format *f = workbook_add_format(m_workbook);
        m_formats[size_t(style)] = f;
        return f;
    };
    // Excel's format codes: "#,##0.00" groups thousands and keeps two decimals, whatever the
    // viewer's locale shows as separators.
    lxw_format *header = make(XlsxStyle::Header);
    format_set_bold(header);
    format_set_bg_color(header, 0xE8E8E8);
    format_set_bottom(header, LXW_BORDER_THIN);
    format_set_text_wrap(header);
    format_set_align(header, LXW_ALIGN_VERTICAL_TOP);
    format_set_bold(make(XlsxStyle::Bold));
    format_set_italic(make(XlsxStyle::Italic));
    lxw_format *wrapped = make(XlsxStyle::Wrapped);
    format_set_text_wrap(wrapped);
    format_set_align(wrapped, LXW_ALIGN_VERTICAL_TOP);
    format_set_num_format(make(XlsxStyle::Money), "#,##0.00");
    lxw_format *moneyBold = make(XlsxStyle::MoneyBold);
    format_set_num_format(moneyBold, "#,##0.00");
    format_set_bold(moneyBold);
    lxw_format *moneyItalic = make(XlsxStyle::MoneyItalic);
    format_set_num_format(moneyItalic, "#,##0.00");
    format_set_italic(moneyItalic);
    format_set_num_format(make(XlsxStyle::Integer), "#,##0");
    format_set_num_format(make(XlsxStyle::Percent), "0.00##%");
}

XlsxSheet XlsxWorkbook::addSheet(const QString &name)
{
    if (!m_workbook)
        return {};
    const QByteArray utf8 = name.toUtf8();
    if (const lxw_error error = workbook_validate_sheet_name(m_workbook, utf8.constData()); error != LXW_NO_ERROR) {
        recordError(tr("sheet name \"%1\": %2").arg(name, QString::fromUtf8(lxw_strerror(error))));
        return {};
    }
    lxw_worksheet *sheet = workbook_add_worksheet(m_workbook, utf8.constData());
    if (!sheet)
        recordError(tr("sheet \"%1\" could not be added").arg(name));
    return XlsxSheet(this, sheet);
}

lxw_format *XlsxWorkbook::format(XlsxStyle style) const
{
    return style == XlsxStyle::Plain || style == XlsxStyle::Count ? nullptr : m_formats[size_t(style)];
}

void XlsxWorkbook::recordError(const QString &problem)
{
    if (m_firstError.isEmpty())
        m_firstError = problem;
}

QString XlsxWorkbook::close()
{
    const QString target = QDir::toNativeSeparators(m_path);
    if (!m_workbook)
        return tr("%1: cannot write the workbook: %2").arg(target, m_firstError);
    const lxw_error error = workbook_close(m_workbook);
    m_workbook = nullptr;
    if (error != LXW_NO_ERROR)
        recordError(QString::fromUtf8(lxw_strerror(error)));
    if (!m_firstError.isEmpty())
        return tr("%1: cannot write the workbook: %2").arg(target, m_firstError);

    QFile assembled(m_tempDir.filePath(QStringLiteral("workbook.xlsx")));
    if (!assembled.open(QIODevice::ReadOnly))
        return tr("%1: cannot write the workbook: %2").arg(target, assembled.errorString());
    const QByteArray bytes = assembled.readAll();
    if (const QString reason = SafeSave::writeReason(m_path, bytes); !reason.isEmpty())
        return tr("%1: cannot write the workbook: %2").arg(target, reason);
    return {};
}

} // namespace cq
