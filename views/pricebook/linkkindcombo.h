#pragma once

#include "domain/cablekind.h"
#include "domain/linkkind.h"

class QComboBox;
class QWidget;

namespace cq {

/** A combo box of the link kinds (InfiniBand, RoCE, Ethernet), the enum value as item data, @p current selected. */
QComboBox *linkKindCombo(LinkKind current, QWidget *parent);
/** A combo box of the intra-node fabrics (NVSwitch, PCIe Gen4/Gen5, HCCS). */
QComboBox *intraFabricCombo(IntraFabric current, QWidget *parent);
/** A combo box of the cable kinds (DAC, AOC, fibre + transceivers). */
QComboBox *cableKindCombo(CableKind current, QWidget *parent);

} // namespace cq
