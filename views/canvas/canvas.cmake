# views/canvas sources: target_sources(cqviews PRIVATE ...)
