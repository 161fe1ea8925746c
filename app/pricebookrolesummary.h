#pragma once

#include "pricebookcapabilities.h"

#include <QCoreApplication>
#include <QString>

namespace cq {

/**
 * What the connected role may do, in one plain sentence (issue #21), for the Connection
 * dialog's Test Connection and the status bar's tooltip: "Connected as cq_sales: you may read
 * list prices, the hardware catalog, internal costs, discount rules and issued revisions, and
 * you may issue revisions but not edit prices or edit the hardware catalog." Built from
 * PriceBookCapabilities, which the server's GRANTs decide.
 */
class PriceBookRoleSummary
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookRoleSummary)
public:
    /** The sentence for @p capabilities of a server price book, or of this computer's file when !@p server. */
    static QString sentence(const PriceBookCapabilities &capabilities, bool server);
    /** The status bar's short label: "Price book: this computer" or "Price book: team server (cq_sales)". */
    static QString label(const PriceBookCapabilities &capabilities, bool server);
};

} // namespace cq
