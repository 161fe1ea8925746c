#pragma once

#include "acceptance/acceptance.h"
#include "clicontext.h"

namespace cq {

/** Reads @p path (at most 64 MiB) as @p kind (detected from the content when Unknown) into
 *  @p result; false, after one line on err naming the file, when it cannot be opened. */
bool readImportFile(const CliContext &ctx, const QString &path, ImportKind kind, ImportedFile *result);

} // namespace cq
