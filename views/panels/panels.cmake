# views/panels sources: target_sources(cqviews PRIVATE ...)
