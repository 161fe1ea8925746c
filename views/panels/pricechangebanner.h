#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace cq {

/**
 * A one-sentence notice above the quote lines (issue #21): "Prices changed on the team server
 * at 14:32 (version 12 → 13); the quote was recomputed." A pale info bar with a close button,
 * as editors show a file changed on disk; hidden while it has no text, and until the next
 * notice once the user closes it.
 */
class PriceChangeBanner : public QFrame
{
    Q_OBJECT
public:
    explicit PriceChangeBanner(QWidget *parent = nullptr);

    /** Shows @p sentence; an empty one hides the bar. */
    void setText(const QString &sentence);
    QString text() const;

private:
    QLabel *m_text;
    QToolButton *m_close;
};

} // namespace cq
