window.CMS_MANUAL_INIT = true;
