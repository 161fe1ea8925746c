#include "pricechangebanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace cq {

PriceChangeBanner::PriceChangeBanner(QWidget *parent)
    : QFrame(parent), m_text(new QLabel(this)), m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("priceChangeNotice"));
    // An information bar, not a warning: the quote is right, the prices moved.
    setStyleSheet(QStringLiteral("#priceChangeNotice { background: #e3f2fd; border: 1px solid #90caf9; border-radius: 3px; }"
                                 "#priceChangeNotice QLabel { color: #0d47a1; }"));
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(16, 16));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setAccessibleName(tr("Price change"));
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("×"));
    m_close->setToolTip(tr("Close this notice"));
    m_close->setAccessibleName(tr("Close this notice"));
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 3, 3);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    setVisible(false);
}

void PriceChangeBanner::setText(const QString &sentence)
{
    m_text->setText(sentence);
    setVisible(!sentence.isEmpty());
}

QString PriceChangeBanner::text() const
{
    return m_text->text();
}

} // namespace cq
