#pragma once

#include "catalog/gpumodel.h"
#include "catalog/servermodel.h"
#include "catalogformdialog.h"
#include "domain/priceitem.h"

#include <QList>
#include <QMap>
#include <optional>

class QCheckBox;
class QComboBox;

namespace cq {

/**
 * The form of one server model, with what a customer's contract names: GPU model (from the
 * catalog) and count, slots, the intra-node fabric of that GPU, NICs (count, rate, kind,
 * ports per NIC), CPU cores, memory, local NVMe, height, power, manufacturer, source; and,
 * when the price list has an item with the server's SKU, what its price includes.
 */
class ServerForm : public CatalogFormDialog
{
    Q_OBJECT
public:
    /**
     * Edits @p model; @p isNew (Add, Duplicate) makes its SKU editable. @p gpus are the
     * catalog's GPU models offered in the combo (plus the model's own GPU if retired);
     * @p inclusions those of the price item with this SKU, or nullopt when it has none.
     */
    ServerForm(const ServerModel &model, bool isNew, const QList<GpuModel> &gpus,
               const std::optional<Inclusions> &inclusions, CatalogStore *store, QWidget *parent = nullptr);
    /** The model as typed. */
    ServerModel model() const;
    /** What the price includes as ticked; nullopt when the SKU has no price item. */
    std::optional<Inclusions> inclusions() const;

protected:
    QString problem() const override;
    bool save(CatalogStore *store, QString *error) override;

private:
    void showGpuFabric();
    QWidget *inclusionsBox(const std::optional<Inclusions> &inclusions);

    ServerModel m_original;
    QList<GpuModel> m_gpus;
    QLineEdit *m_sku, *m_name, *m_manufacturer, *m_source;
    QComboBox *m_gpu, *m_nicKind;
    QLabel *m_fabric;
    QSpinBox *m_gpuCount, *m_slots, *m_nics, *m_portsPerNic, *m_perPcieSwitch, *m_cpu, *m_height;
    QDoubleSpinBox *m_nicRate, *m_memory, *m_nvme, *m_power;
    QMap<Inclusion, QCheckBox *> m_inclusions;
};

} // namespace cq
