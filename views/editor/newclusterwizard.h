#pragma once

#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"

#include <QWizard>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cq {

/**
 * File > New Cluster: the GUI face of `clusterquote generate`. Page 1 asks for the GPU model
 * (catalog), server count, GPUs per server and cluster name; page 2 for the fabric (link
 * kind, NICs per server, NIC rate, rail-optimized, the catalog switch, oversubscription,
 * rooms, rack power budget); page 3 shows the sized fabric (FabricPlan::summary per room)
 * and the notes of CatalogChoice, and lets the user finish only when it can be generated.
 * Only catalog.offered() is listed. The switch list holds the offered switches with ports at
 * the NIC rate (an 800G breakout switch appears at 400G with its 400G port count) and a
 * generic switch of the port count given beside it, which CatalogChoice uses when no catalog
 * switch has that count (its note on page 3 says so; the quote shows it as price missing).
 */
class NewClusterWizard : public QWizard
{
    Q_OBJECT
public:
    /** @p pricedSkus: the price book's SKUs; among equally matching models a priced one is
     *  chosen (CatalogChoice::choose). Empty: no price preference. */
    NewClusterWizard(const Catalog &catalog, QWidget *parent = nullptr, const QSet<QString> &pricedSkus = {});

    /** The spec as the pages stand (switchPorts from the chosen switch). */
    FabricSpec spec() const;
    /** The chosen GPU's key ("h100-sxm-80g"). */
    QString gpuKey() const;
    /** Generates the cluster for the current spec; nullopt with @p why when it cannot be built. */
    std::optional<GeneratedCluster> generate(QString *why) const;
    /** The summary page's text for the current spec (what the user sees before Finish). */
    QString summaryText() const;

    // Fields, for tests and for callers that preset them.
    QComboBox *gpuField() const { return m_gpu; }
    QSpinBox *serversField() const { return m_servers; }
    QSpinBox *gpusPerServerField() const { return m_gpusPerServer; }
    QSpinBox *nicsField() const { return m_nics; }
    QDoubleSpinBox *rateField() const { return m_rate; }
    QComboBox *fabricField() const { return m_fabric; }
    QCheckBox *railField() const { return m_rail; }
    QComboBox *switchField() const { return m_switch; }
    /** Ports of the generic switch, used when the switch list's generic entry is chosen. */
    QSpinBox *genericPortsField() const { return m_genericPorts; }
    /** The switch list's data for the generic entry. */
    static QString genericSwitchKey() { return QStringLiteral("generic"); }

private:
    QWizardPage *serversPage();
    QWizardPage *networkPage();
    QWizardPage *summaryPage();
    /** Lists the catalog switches of the chosen fabric and rate. */
    void refillSwitches();
    /**
     * Resets GPUs per server, NICs, NIC rate and fabric to what the catalog offers for the
     * chosen GPU (CatalogChoice::fitToGpu on the default spec): RTX 4090 -> 4 GPUs, 1 x 25 Gb/s
     * Ethernet, so that Finish is possible without hunting for the fitting values.
     */
    void applyGpuDefaults();

    Catalog m_catalog; ///< the catalog as offered: retired models are not listed
    QSet<QString> m_pricedSkus; ///< SKUs with a price item, preferred by CatalogChoice
    QSpinBox *m_genericPorts;
    QComboBox *m_gpu;
    QSpinBox *m_servers;
    QSpinBox *m_gpusPerServer;
    QLineEdit *m_clusterName;
    QComboBox *m_fabric;
    QSpinBox *m_nics;
    QDoubleSpinBox *m_rate;
    QCheckBox *m_rail;
    QComboBox *m_switch;
    QDoubleSpinBox *m_oversubscription;
    QSpinBox *m_rooms;
    QDoubleSpinBox *m_rackKw;
};

} // namespace cq
