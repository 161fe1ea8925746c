#include "format/designformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cq;

/** Switch::sharp in the .cqd format: written, read back, and false in files written before it existed. */
class TestSharpFormat : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        Design d;
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.name = QStringLiteral("ndr1");
        sw.portCount = 64;
        sw.portRateGbps = 400;
        sw.sharp = true;
        d.switches.append(sw);
        const QByteArray bytes = DesignFormat::write(d);
        QVERIFY(QJsonDocument::fromJson(bytes).object().value(QLatin1String("switches")).toArray().at(0).toObject()
                    .value(QLatin1String("sharp")).toBool());
        const DesignReadResult back = DesignFormat::read(bytes, QStringLiteral("a.cqd"));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(back.design.switches.at(0).sharp);
    }

    void oldFilesLoadWithoutSharp()
    {
        const QByteArray old = R"({"format": "clusterquote-design", "version": 1, "switches": [
            {"id": "7d0c4a52-2f31-4c3e-9a53-6c9f0e5a1b11", "name": "ib1", "ports": 40, "rateGbps": 200, "kind": "ib"}]})";
        const DesignReadResult r = DesignFormat::read(old, QStringLiteral("old.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(!r.design.switches.at(0).sharp);
    }

    void sharpMustBeABoolean()
    {
        const QByteArray bad = R"({"format": "clusterquote-design", "version": 1, "switches": [
            {"id": "7d0c4a52-2f31-4c3e-9a53-6c9f0e5a1b11", "ports": 40, "rateGbps": 200, "kind": "ib", "sharp": "yes"}]})";
        const DesignReadResult r = DesignFormat::read(bad, QStringLiteral("bad.cqd"));
        QCOMPARE(r.error, QStringLiteral("bad.cqd: switches[0].sharp: expected true or false"));
    }
};

QTEST_GUILESS_MAIN(TestSharpFormat)
#include "tst_sharpformat.moc"
