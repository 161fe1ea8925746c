# views/pdf sources: target_sources(cqviews PRIVATE ...)
