#pragma once

#include "domain/design.h"

#include <QStringList>
#include <QTextStream>

namespace cq {

class PriceBookDatabase;

/** Exit codes of the command line: 0 ok, 1 the design has errors, 2 unusable input. */
enum ExitCode { ExitOk = 0, ExitDesignErrors = 1, ExitBadInput = 2 };

/**
 * What a CLI command gets: its positional arguments and options already parsed, the
 * output streams, and a helper to load the design file. Keeps the commands free of
 * QCommandLineParser and of process-global streams, so tests can run them in-process.
 */
struct CliContext {
    QStringList positional;         ///< after the command name, e.g. {"a.cqd"}
    QHash<QString, QString> options; ///< option name -> value ("" for flags)
    QTextStream *out = nullptr;
    QTextStream *err = nullptr;

    bool flag(const QString &name) const { return options.contains(name); }
    QString option(const QString &name, const QString &fallback = {}) const { return options.value(name, fallback); }
    /** Loads the design named by the first positional argument; on failure prints one line on err. */
    bool loadDesign(Design *design) const;
    /** ExitDesignErrors, with a hint on err, when the design breaks a rule; else ExitOk. */
    int designErrorExit(const Design &design) const;
    /**
     * Opens the price book of --pricebook (default PriceBookDatabase::defaultPath()) with
     * PriceBookDatabase::openWithRecovery(); what it did to a damaged file goes to err.
     * False with @p database's error() on failure (nothing printed).
     */
    bool openPriceBook(PriceBookDatabase *database) const;
    /**
     * True when at most @p allowed positional arguments were given; else prints
     * "clusterquote COMMAND: unexpected argument "X"" naming the first extra one, and is false
     * (the caller returns ExitBadInput).
     */
    bool refuseExtraArguments(const QString &command, int allowed) const;
    /** Prints "clusterquote COMMAND: unexpected argument "ARGUMENT"" and returns ExitBadInput. */
    int unexpectedArgument(const QString &command, const QString &argument) const;
    /** Prints one line on err and returns ExitBadInput. */
    int fail(const QString &message) const;
};

} // namespace cq
