#!/usr/bin/env python3
"""
Reference values for the commercial real estate, asset finance ROI and
working capital calculators (docs-dev/CALCULATORS.md §3-5), computed by LibreOffice
Calc from spreadsheet formulas, independently of the site's code:

    python3 make-reference-cre-asset-wc.py
    soffice --headless --convert-to csv cre-asset-wc.fods

writes cre-asset-wc.csv, whose numbers the Jest tests copy.
"""
from fods import write_fods


def arr(values):
    return "{" + ";".join(str(v) for v in values) + "}"


# Asset example: $95,000 asset, 5 years monthly, $2,600 a month benefit, $30,000 resale.
ASSET_FLOWS = [-95000] + [2600] * 59 + [2600 + 30000]
BENEFITS = ASSET_FLOWS[1:]
PMT_A = "PMT(0.089/12;60;95000;-28500)"
PMT_ADV = "PMT(0.089/12;60;95000;-28500;1)"
PMT_D = "PMT(0.089/12;60;86000;-28500)"  # $10,000 deposit, $1,000 fee financed

CASES = [
    # --- §3 commercial real estate: the worked example and variations.
    ("cre_noi", "200000*(1-0.05)+0-10000"),
    ("cre_cap_rate", "(200000*(1-0.05)-10000)/2500000"),
    ("cre_gross_yield", "200000/2500000"),
    ("cre_gross_yield_on_cost", "200000/(2500000+150000)"),
    ("cre_net_yield_on_cost", "180000/(2500000+150000)"),
    ("cre_ads_monthly", "-12*PMT(0.0725/12;300;1200000)"),
    ("cre_dscr_monthly", "180000/(-12*PMT(0.0725/12;300;1200000))"),
    ("cre_icr", "180000/(1200000*0.0725)"),
    ("cre_cash_flow", "180000+12*PMT(0.0725/12;300;1200000)"),
    ("cre_cash_on_cash", "(180000+12*PMT(0.0725/12;300;1200000))/(2500000+150000-1200000)"),
    ("cre_cash_on_cash_with_fees", "(180000+12*PMT(0.0725/12;300;1200000))/(2500000+150000-1200000+12000)"),
    ("cre_total_interest", "-300*PMT(0.0725/12;300;1200000)-1200000"),
    ("cre_ads_fortnightly", "-26*PMT(0.0725/26;650;1200000)"),
    ("cre_dscr_fortnightly", "180000/(-26*PMT(0.0725/26;650;1200000))"),
    ("cre_max_loan_dscr_1.5_monthly", "PV(0.0725/12;300;-180000/1.5/12)"),
    ("cre_max_loan_dscr_1.5_io", "180000/1.5/0.0725"),
    ("cre_max_loan_dscr_zero_rate", "PV(0;300;-180000/1.5/12)"),
    ("cre_implied_value_6.5", "180000/0.065"),
    ("cre_io_cash_on_cash", "(180000-1200000*0.0725)/(2500000+150000-1200000)"),
    ("cre_balance_after_year_5", "-FV(0.0725/12;60;PMT(0.0725/12;300;1200000);1200000)"),
    # --- §4 asset finance ROI.
    ("af_pmt_arrears", PMT_A),
    ("af_pmt_advance", PMT_ADV),
    ("af_total_interest_arrears", f"-60*{PMT_A}+28500-95000"),
    ("af_total_interest_advance", f"-60*{PMT_ADV}+28500-95000"),
    ("af_cost_rate_no_fees", f"12*RATE(60;{PMT_A};95000;-28500)"),
    ("af_cost_rate_fee_paid_1000_monthly_10", f"12*RATE(60;{PMT_A}-10;95000-1000;-28500)"),
    ("af_pmt_fee_financed", "PMT(0.089/12;60;96000;-28500)"),
    ("af_cost_rate_fee_financed", "12*RATE(60;PMT(0.089/12;60;96000;-28500)-10;95000;-28500)"),
    ("af_cost_rate_advance_fee_paid", f"12*RATE(60;{PMT_ADV}-10;95000-1000;-28500;1)"),
    ("af_unlevered_payback", "95000/2600"),
    ("af_asset_irr_annual", f"(1+IRR({arr(ASSET_FLOWS)};0.01))^12-1"),
    ("af_npv_10", f"NPV(0.1/12;{arr(BENEFITS)})-95000"),
    ("af_npv_0", f"SUM({arr(BENEFITS)})-95000"),
    # $10,000 deposit, $1,000 fee financed, $10 monthly fee.
    ("af_dep_pmt", PMT_D),
    ("af_dep_net_monthly", f"2600+{PMT_D}-10"),
    ("af_dep_levered_payback", f"10000/(2600+{PMT_D}-10)"),
    ("af_dep_outlay", f"10000-60*({PMT_D}-10)+28500"),
    ("af_dep_roi", f"(60*2600+30000-(10000-60*({PMT_D}-10)+28500))/(10000-60*({PMT_D}-10)+28500)"),
    ("af_dep_cost_rate", f"12*RATE(60;{PMT_D}-10;85000;-28500)"),
    # Fortnightly repayments: a month's share is 26/12 of a fortnight's.
    ("af_fortnightly_pmt", "PMT(0.089/26;130;95000;-28500)"),
    ("af_fortnightly_net_monthly", "2600+PMT(0.089/26;130;95000;-28500)*26/12"),
    ("af_fortnightly_cost_rate_fee_paid", "26*RATE(130;PMT(0.089/26;130;95000;-28500);95000-1000;-28500)"),
    # Lease schedule (advance): interest carried by repayment k, balance after repayment k.
    ("af_adv_interest_2", "-IPMT(0.089/12;2;60;95000;-28500;1)"),
    ("af_adv_interest_30", "-IPMT(0.089/12;30;60;95000;-28500;1)"),
    ("af_adv_balance_after_30", f"-FV(0.089/12;30;{PMT_ADV};95000;1)/(1+0.089/12)"),
    ("af_adv_last_interest", "-IPMT(0.089/12;60;60;95000;-28500;1)+28500*(0.089/12)/(1+0.089/12)"),
    ("af_arrears_balance_after_36", f"-FV(0.089/12;36;{PMT_A};95000)"),
    ("af_zero_rate_pmt", "PMT(0;60;95000;-28500)"),
    ("af_zero_rate_pmt_advance", "PMT(0;60;95000;-28500;1)"),
    # --- §5 working capital: the worked example.
    ("wc_current_ratio", "(150000+450000+300000)/(350000+150000+100000)"),
    ("wc_quick_ratio", "(150000+450000)/(350000+150000+100000)"),
    ("wc_dso", "450000/3650000*365"),
    ("wc_dio", "300000/2190000*365"),
    ("wc_dpo", "350000/2190000*365"),
    ("wc_ccc", "300000/2190000*365+450000/3650000*365-350000/2190000*365"),
    ("wc_wcr_by_days", "3650000/365*(450000/3650000*365)+2190000/365*(300000/2190000*365-350000/2190000*365)"),
    ("wc_dpo_on_purchases", "350000/2300000*365"),
    ("wc_dso_360", "450000/3650000*360"),
    ("wc_wcr_growth_10", "400000*1.1"),
    ("wc_gap_growth_10_facility_100k", "MAX(0;400000*1.1-(150000+100000))"),
]

write_fods(CASES, 'cre-asset-wc.fods')
