#!/usr/bin/env python3
"""
Builds reference.fods: one row per test case, column A the case's name and
column B a spreadsheet formula. LibreOffice computes the values:

    soffice --headless --convert-to csv reference.fods

writes reference.csv, whose numbers the Jest tests copy. Nothing here uses
the site's own code, so the tests check it against an independent engine.
"""
from fods import write_fods

CASES = [
    # name, formula (LibreOffice syntax, ; separators)
    ("pmt_monthly_1.2m_7.25_25y", "PMT(0.0725/12;300;1200000)"),
    ("pmt_fortnightly_1.2m_7.25_25y", "PMT(0.0725/26;650;1200000)"),
    ("pmt_weekly_1.2m_7.25_25y", "PMT(0.0725/52;1300;1200000)"),
    ("pmt_zero_rate", "PMT(0;60;150000)"),
    ("pmt_balloon_arrears", "PMT(0.089/12;60;95000;-28500)"),
    ("pmt_balloon_advance", "PMT(0.089/12;60;95000;-28500;1)"),
    ("pmt_advance", "PMT(0.07/12;48;60000;0;1)"),
    ("ipmt_1", "IPMT(0.0725/12;1;300;1200000)"),
    ("ipmt_120", "IPMT(0.0725/12;120;300;1200000)"),
    ("ppmt_120", "PPMT(0.0725/12;120;300;1200000)"),
    ("ipmt_adv_1", "IPMT(0.07/12;1;48;60000;0;1)"),
    ("ipmt_adv_2", "IPMT(0.07/12;2;48;60000;0;1)"),
    ("ipmt_adv_30", "IPMT(0.07/12;30;48;60000;0;1)"),
    ("ppmt_adv_30", "PPMT(0.07/12;30;48;60000;0;1)"),
    ("ipmt_balloon_60", "IPMT(0.089/12;60;60;95000;-28500)"),
    ("fv_balance_after_120", "FV(0.0725/12;120;PMT(0.0725/12;300;1200000);1200000)"),
    ("fv_savings_advance", "FV(0.05/12;36;-500;-1000;1)"),
    ("fv_zero_rate", "FV(0;10;-100;-1000)"),
    ("pv_annuity", "PV(0.06/12;120;-2000)"),
    ("pv_advance_with_fv", "PV(0.06/12;120;-2000;5000;1)"),
    ("pv_zero_rate", "PV(0;24;-500;-1000)"),
    ("nper_basic", "NPER(0.08/12;-3000;250000)"),
    ("nper_balloon_advance", "NPER(0.08/12;-3000;250000;-50000;1)"),
    ("nper_zero_rate", "NPER(0;-2500;150000)"),
    ("rate_basic", "RATE(60;-2000;95000)"),
    ("rate_advance_balloon", "RATE(48;-1500;60000;-10000;1)"),
    ("rate_600_periods", "RATE(600;PMT(0.065/12;600;800000);800000)"),
    ("npv_basic", "NPV(0.08;-10000;3000;4200;6800)"),
    ("irr_basic", "IRR({-100000;30000;35000;40000;45000})"),
    ("effect_monthly", "EFFECT(0.0725;12)"),
    ("effect_fortnightly", "EFFECT(0.0725;26)"),
    ("nominal_monthly", "NOMINAL(0.075;12)"),
    ("cumipmt_year1", "CUMIPMT(0.0725/12;300;1200000;1;12;0)"),
    ("cumipmt_year5", "CUMIPMT(0.0725/12;300;1200000;49;60;0)"),
    ("cumprinc_year1", "CUMPRINC(0.0725/12;300;1200000;1;12;0)"),
    ("cumipmt_adv", "CUMIPMT(0.07/12;48;60000;1;12;1)"),
    ("cumprinc_adv", "CUMPRINC(0.07/12;48;60000;13;24;1)"),
    ("total_interest_monthly", "PMT(0.0725/12;300;1200000)*300+1200000"),
    # Commercial property loan: 5 years interest-only then 20 years P&I.
    ("io_then_pi_payment", "PMT(0.0725/12;240;1200000)"),
    ("io_then_pi_total_interest", "60*1200000*0.0725/12-240*PMT(0.0725/12;240;1200000)-1200000"),
    # Fortnightly with a $300,000 balloon over 15 years.
    ("balloon_fortnightly_payment", "PMT(0.068/26;390;900000;-300000)"),
    ("balloon_fortnightly_total_interest", "-390*PMT(0.068/26;390;900000;-300000)+300000-900000"),
    ("balloon_fortnightly_balance_after_5y", "-FV(0.068/26;130;PMT(0.068/26;390;900000;-300000);900000)"),
    ("pi_balance_after_year_3", "-FV(0.0725/12;36;PMT(0.0725/12;300;1200000);1200000)"),
]

write_fods(CASES, 'reference.fods')
